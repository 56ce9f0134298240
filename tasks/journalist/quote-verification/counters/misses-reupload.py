"""Keeps day 1's reading of the Varga recording: the audio desk's corrected upload of day 3
(two million litres, not twenty) is never listened to, so Q08 stays Verified."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corrected_recording_rechecked", "recording_correction_mailed"]
judge = oracle.judge


def first_reading(kit, quote, speaker, wording, day):
    return judge(kit, quote, speaker, wording, min(day, 2))


oracle.judge = first_reading
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
