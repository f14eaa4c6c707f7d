class Program_weight_tensor_meta_expand_2:
    name = "expand_2"
    shape = [1, 10, 256]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 1
    max_val = 1


class Program_weight_tensor_meta_hidden_states_31:
    name = "hidden_states_31"
    shape = [1, 10, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.03336300556383805
    std = 0.8347360962908523
    data = None
    min_val = -2.693765640258789
    max_val = 2.6060941219329834
