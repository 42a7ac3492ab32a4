/** For tests: submissions that pass their form's schema. */
export const validContact = {
  firstName: 'Ada',
  lastName: 'Obi',
  emailAddress: 'ada@example.com',
  altEmailAddress: '',
  phoneNumber: '+234 803 123 4567',
  altPhoneNumber: '',
  category: 'general-enquiries',
  message: 'Hello',
};
