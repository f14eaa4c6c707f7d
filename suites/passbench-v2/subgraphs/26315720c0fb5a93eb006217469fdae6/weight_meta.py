class Program_weight_tensor_meta_input_26:
    name = "input_26"
    shape = [1, 1408, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.3092159664507355e-05
    std = 0.0008254273152784268
    data = None
    min_val = -0.004359560087323189
    max_val = 0.0059852260164916515


class Program_weight_tensor_meta_getitem_31:
    name = "getitem_31"
    shape = [1, 1, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.09909739597565115
    std = 0.10947261178971071
    data = None
    min_val = -0.4405593276023865
    max_val = 0.18654777109622955
