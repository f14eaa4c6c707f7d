class Program_weight_tensor_meta_key_states_21:
    name = "key_states_21"
    shape = [1, 8, 13, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.001506239204690456
    std = 0.08984461737005732
    data = None
    min_val = -0.34419167041778564
    max_val = 0.31744998693466187


class Program_weight_tensor_meta_value_states_21:
    name = "value_states_21"
    shape = [1, 8, 13, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0009699812907141537
    std = 0.0912447598157797
    data = None
    min_val = -0.34029701352119446
    max_val = 0.34740540385246277
