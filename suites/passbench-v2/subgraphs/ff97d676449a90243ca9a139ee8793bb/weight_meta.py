class Program_weight_tensor_meta_hidden_states_16:
    name = "hidden_states_16"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.012716187895303044
    std = 0.7670586521206072
    data = None
    min_val = -4.3696441650390625
    max_val = 4.242878437042236


class Program_weight_tensor_meta_hidden_states_24:
    name = "hidden_states_24"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.024548611031086326
    std = 0.9736251349075501
    data = None
    min_val = -3.8013548851013184
    max_val = 3.60715389251709
