class Program_weight_tensor_meta_transpose_2:
    name = "transpose_2"
    shape = [1, 6, 260, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.860211047817996e-05
    std = 0.03551917934277536
    data = None
    min_val = -0.18339362740516663
    max_val = 0.1770009547472


class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 260, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -7.6055221157796575e-06
    std = 0.004420342331195555
    data = None
    min_val = -0.022467713803052902
    max_val = 0.01939498260617256
