/** Thai is the source language: every key exists here first (spec §9). */
export const serverTh = {
  fields: {
    phone: 'เบอร์โทรศัพท์',
    password: 'รหัสผ่าน',
    password_confirmation: 'ยืนยันรหัสผ่าน',
    old_password: 'รหัสผ่านเดิม',
    otp: 'รหัส OTP',
    bank: 'ธนาคาร',
    account_number: 'เลขบัญชี',
    name: 'ชื่อบัญชี',
    line: 'ไอดีไลน์',
    token: 'โทเคน',
    game_username: 'ชื่อผู้ใช้เกม',
    amount: 'จำนวนเงิน',
    general: 'ข้อมูล',
  },
  validation: {
    required: 'กรุณากรอก{{field}}',
    invalid: '{{field}}ไม่ถูกต้อง',
    too_long: '{{field}}ยาวเกินไป',
    phone_format: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09',
    password_length: 'รหัสผ่านต้องมีความยาว 8-15 ตัวอักษร',
    password_complexity: 'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษพิมพ์เล็ก พิมพ์ใหญ่ และตัวเลข อย่างละ 1 ตัว',
    password_mismatch: 'กรุณากรอกรหัสผ่านใหม่และยืนยันรหัสผ่านให้ตรงกัน',
    otp_format: 'รหัส OTP ต้องเป็นตัวเลข 6 หลัก',
    bank_unknown: 'กรุณาเลือกธนาคาร',
    account_number_format: 'เลขบัญชีต้องเป็นตัวเลข 10-12 หลัก',
  },
  errors: {
    validation_failed: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
    login_failed: 'เบอร์โทร, รหัสผ่านไม่ถูกต้อง',
    too_many_login_attempts: 'เข้าสู่ระบบผิดเกินกำหนด กรุณาลองใหม่ในอีก {{minutes}} นาที',
    phone_taken: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว',
    account_number_taken: 'เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว',
    phone_mismatch: 'เบอร์โทรศัพท์ไม่ตรงกับที่ยืนยัน OTP',
    otp_invalid: 'รหัส OTP ไม่ถูกต้อง',
    otp_expired: 'รหัส OTP หมดอายุหรือถูกใช้แล้ว กรุณาขอรหัสใหม่',
    otp_attempts_exceeded: 'กรอกรหัส OTP ผิดเกินกำหนด กรุณาขอรหัสใหม่',
    otp_resend_too_soon: 'กรุณารอ {{seconds}} วินาทีก่อนขอรหัส OTP ใหม่',
    otp_hourly_limit: 'ขอรหัส OTP เกินกำหนด กรุณาลองใหม่ในอีก {{minutes}} นาที',
    registration_password_missing: 'กรุณาตั้งรหัสผ่านก่อนเพิ่มบัญชีธนาคาร',
    registration_token_invalid: 'การสมัครหมดเวลา กรุณาเริ่มสมัครใหม่',
    old_password_wrong: 'รหัสผ่านเดิมไม่ถูกต้อง',
    reset_token_invalid: 'คำขอตั้งรหัสผ่านใหม่หมดอายุ กรุณาเริ่มใหม่',
    member_not_found: 'ไม่พบสมาชิกที่ใช้เบอร์โทรศัพท์นี้',
    insufficient_funds: 'ยอดเงินไม่เพียงพอ',
    idempotency_conflict: 'รายการนี้ถูกส่งมาแล้วด้วยข้อมูลอื่น',
    not_found: 'ไม่พบข้อมูลที่ต้องการ',
    bad_request: 'คำขอไม่ถูกต้อง',
    internal: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
  },
  sms: {
    register_otp: 'รหัส OTP สมัครสมาชิก {{site}} คือ {{code}} (ใช้ได้ 5 นาที)',
    reset_otp: 'รหัส OTP ตั้งรหัสผ่านใหม่ {{site}} คือ {{code}} (ใช้ได้ 5 นาที)',
  },
};

/** The shape every other language must follow: same keys, any text. */
export type ServerCatalog = {
  [Section in keyof typeof serverTh]: { [Key in keyof (typeof serverTh)[Section]]: string };
};
