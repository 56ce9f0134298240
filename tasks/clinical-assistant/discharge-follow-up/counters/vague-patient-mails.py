"""Mails the patient without the appointment's time on day 1 ("we have booked you in") and with
both the old and the new time on day 2: the right recipients, not the facts."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["patient_told_the_appointment", "patient_told_the_new_time"]
round_3 = oracle.round_3
tell_patient = oracle.tell_patient


def vague(kit, start, moved):
    text = (f"Dear Mr Hoffmann,\n\nyour follow-up moved from Wednesday 12 March 2025 at 15:00 to {start:%A %d %B %Y at %H:%M}.\n"
            if moved else "Dear Mr Hoffmann,\n\nwe have booked your follow-up with Dr Keller; see you soon.\n")
    kit.mail.send(kit.mail.compose(oracle.PATIENT, "Your follow-up appointment", text))


def run_with_vague_mails(round_n):
    def run(ctx):
        oracle.tell_patient = vague
        try:
            return round_n(ctx)
        finally:
            oracle.tell_patient = tell_patient
    return run


round_1, round_2 = run_with_vague_mails(oracle.round_1), run_with_vague_mails(oracle.round_2)
