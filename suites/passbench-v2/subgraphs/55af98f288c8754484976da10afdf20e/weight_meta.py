class Program_weight_tensor_meta_value_states_2:
    name = "value_states_2"
    shape = [1, 6, 260, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00013442932721678729
    std = 0.03600183896567527
    data = None
    min_val = -0.19593577086925507
    max_val = 0.171645388007164


class Program_weight_tensor_meta_key_states_3:
    name = "key_states_3"
    shape = [6, 260, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00017695242186803055
    std = 0.03587105233106814
    data = None
    min_val = -0.16923069953918457
    max_val = 0.1815449595451355
