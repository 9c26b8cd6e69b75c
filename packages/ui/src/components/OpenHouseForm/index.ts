export { OPEN_HOUSE_FORM_TEXT, OpenHouseForm, type OpenHouseFormProps } from './OpenHouseForm';
