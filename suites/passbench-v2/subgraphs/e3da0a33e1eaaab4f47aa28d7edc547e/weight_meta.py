class Program_weight_tensor_meta_transpose_3:
    name = "transpose_3"
    shape = [1, 12, 3601, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00019473435875747139
    std = 0.004864985907691629
    data = None
    min_val = -0.016830001026391983
    max_val = 0.014856034889817238


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 12, 3601, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0017659711615508006
    std = 0.04029078236491415
    data = None
    min_val = -0.1284603476524353
    max_val = 0.13012433052062988


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 12, 3601, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.000710097242760305
    std = 0.04045538968587852
    data = None
    min_val = -0.11816883832216263
    max_val = 0.11318057030439377
