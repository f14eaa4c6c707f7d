class Program_weight_tensor_meta_transpose_68:
    name = "transpose_68"
    shape = [1, 8, 7, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00017843105627792153
    std = 0.004776297370557643
    data = None
    min_val = -0.017688820138573647
    max_val = 0.021169040352106094


class Program_weight_tensor_meta_key_states_26:
    name = "key_states_26"
    shape = [1, 8, 7, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.001166847972220759
    std = 0.03839980214372212
    data = None
    min_val = -0.13039252161979675
    max_val = 0.14916673302650452


class Program_weight_tensor_meta_value_states_26:
    name = "value_states_26"
    shape = [1, 8, 7, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 5.4301709659349786e-05
    std = 0.03839825499274333
    data = None
    min_val = -0.16204281151294708
    max_val = 0.12837019562721252
