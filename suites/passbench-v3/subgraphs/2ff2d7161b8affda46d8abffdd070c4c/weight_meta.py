class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 12, 577, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.226346924329328e-05
    std = 0.04067308384827677
    data = None
    min_val = -0.1812986433506012
    max_val = 0.19364430010318756


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 12, 577, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.5372171181835016e-05
    std = 0.04098572343209059
    data = None
    min_val = -0.18414698541164398
    max_val = 0.22081807255744934


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 12, 577, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00017936902629281742
    std = 0.040901747729941526
    data = None
    min_val = -0.18764807283878326
    max_val = 0.1758563369512558
