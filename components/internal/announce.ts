// react-aria's live announcer is published under its private entry; this wrapper is the one
// place that depends on that path, so a move upstream is a one-line change.
export { announce } from 'react-aria/private/live-announcer/LiveAnnouncer';
