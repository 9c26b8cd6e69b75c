export { AdminFrame, type AdminFrameProps, type AdminNavItem } from './AdminFrame';
