// One file, one component: what a consumer that imports only Button ships.
import { createRoot } from 'react-dom/client';
import { Button } from 'spend-ui';

const root = document.getElementById('root');
if (root) createRoot(root).render(<Button onPress={() => (document.title = 'pressed')}>Pay</Button>);
