class Program_weight_tensor_meta_transpose_46:
    name = "transpose_46"
    shape = [1, 8, 300, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -7.999862629037254e-05
    std = 0.01126367304691924
    data = None
    min_val = -0.0549437440931797
    max_val = 0.046867284923791885


class Program_weight_tensor_meta_key_states_4:
    name = "key_states_4"
    shape = [1, 8, 300, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 9.77812302234963e-05
    std = 0.0640524554617858
    data = None
    min_val = -0.2517474889755249
    max_val = 0.2655106782913208
