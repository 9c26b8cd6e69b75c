// The toast region in its own chunk: a named import keeps the rest of the library out of it.
import { Toaster } from '@agent-sites/ui';

export default Toaster;
