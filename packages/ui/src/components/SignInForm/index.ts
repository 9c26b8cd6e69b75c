export { SignInForm, SIGN_IN_FORM_TEXT, type SignInFormProps } from './SignInForm';
