export { OpenHouseSchedule, type OpenHouseScheduleProps, type OpenHouseSlot } from './OpenHouseSchedule';
