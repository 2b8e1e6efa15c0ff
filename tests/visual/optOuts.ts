/**
 * The stories without screenshot baselines, as `<story file>/<Story export>` with the reason the story
 * gives in `parameters.visual.skip` (.storybook/visual.ts). The visual project fails when a story opts out
 * without being listed here (or a listed one no longer opts out), so every opt-out shows in review.
 */
export const OPTED_OUT_STORIES: Readonly<Record<string, string>> = {};

/**
 * The stories that show a field invalid on first render on purpose (a server-given error, or the error
 * state a component story is about), as `<story file>/<Story export>` with the reason. Every other story
 * fails when any field is `aria-invalid` or `:invalid` before a user acted (firstRenderChecks.ts).
 */
export const INVALID_ON_FIRST_RENDER: Readonly<Record<string, string>> = {
  'components/Checkbox/Checkbox/InvalidWithMessage': "the story is about the checkbox's error state",
  'components/Checkbox/Checkbox/NarrowViewport': 'shows the error message wrapping at 320 px',
  'components/CheckboxGroup/CheckboxGroup/Invalid': "the story is about the group's error state",
  'components/ChipsInput/ChipsInput/InvalidFromForm': 'a form-given error on the chips',
  'components/ComboBox/ComboBox/InvalidWithMessage': "the story is about the combo box's error state",
  'components/DatePicker/DatePicker/Invalid': "the story is about the date field's error state",
  'components/DatePicker/DatePicker/NarrowViewport': 'shows the error message wrapping at 320 px',
  'components/DateRangePicker/DateRangePicker/EndBeforeStart':
    'the story is about a range whose end is before its start',
  'components/DateTimePicker/DateTimePicker/Invalid': "the story is about the field's error state",
  'components/MoneyField/MoneyField/NarrowViewport': 'shows the error message wrapping at 320 px',
  'components/MultiComboBox/MultiComboBox/Invalid': "the story is about the field's error state",
  'components/NumberField/NumberField/Invalid': "the story is about the field's error state",
  'components/NumberField/NumberField/NarrowViewport': 'shows the error message beside the stepper at 320 px',
  'components/OtpInput/OtpInput/Invalid': 'the story is about a server-given code error',
  'components/OtpInput/OtpInput/NarrowViewport': 'shows the code error wrapping at 320 px',
  'components/PasswordField/PasswordField/Invalid': "the story is about the field's error state",
  'components/PhoneField/PhoneField/InvalidWithMessage': "the story is about the field's error state",
  'components/RadioTiles/RadioTiles/Invalid': "the story is about the group's error state",
  'components/SearchField/SearchField/Invalid': "the story is about the field's error state",
  'components/Select/Select/InvalidWithMessage': "the story is about the select's error state",
  'components/TextArea/TextArea/Invalid': "the story is about the field's error state",
  'components/TextArea/TextArea/NarrowViewport': 'shows the error message wrapping at 320 px',
  'components/TextField/TextField/Invalid': "the story is about the field's error state",
  'components/TextField/TextField/NarrowViewport': 'shows the error message wrapping at 320 px',
  'components/TimeField/TimeField/Invalid': "the story is about the field's error state",
  'features/kyb/CreditInformationSheet/Errors': 'the server refused the institution number (a server-given error)',
};

/**
 * The stories whose text is cut, broken mid-word or drawn over other text by design, as `<story file>/<Story
 * export>` with the reason. None today: an ellipsis with the full text in a title or accessible name is no
 * finding, so a cut needs no entry. Every other story fails on a finding of the layout checks
 * (firstRenderChecks.ts `layoutFindings`); a listed story with no finding fails too, so the list only shrinks.
 */
export const LAYOUT_FINDINGS_BY_DESIGN: Readonly<Record<string, string>> = {};
