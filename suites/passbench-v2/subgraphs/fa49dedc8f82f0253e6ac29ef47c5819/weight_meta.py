class Program_weight_tensor_meta_tensor_15:
    name = "tensor_15"
    shape = [0]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = None
    std = None
    data = None


class Program_weight_tensor_meta_value_states_7:
    name = "value_states_7"
    shape = [1, 4, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00068645459173311
    std = 0.12784877038224546
    data = None
    min_val = -0.5251741409301758
    max_val = 0.6055105328559875


class Program_weight_tensor_meta_keys_7:
    name = "keys_7"
    shape = [1, 4, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00013475542679231012
    std = 0.12703270719172782
    data = None
    min_val = -0.5353369116783142
    max_val = 0.5432798862457275
