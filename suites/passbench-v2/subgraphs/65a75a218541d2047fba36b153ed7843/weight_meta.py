class Program_weight_tensor_meta_mean_16:
    name = "mean_16"
    shape = [1, 384, 1, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.511721224973725e-10
    std = 6.19790615693355e-08
    data = None
    min_val = -8.02059844318137e-07
    max_val = 3.8211825881262484e-07


class Program_weight_tensor_meta_gates_8:
    name = "gates_8"
    shape = [1, 4, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009920473145868993
    std = 0.04361465222438557
    data = None
    min_val = -0.06949355453252792
    max_val = 0.05756518244743347


class Program_weight_tensor_meta_ctx_all_34:
    name = "ctx_all_34"
    shape = [1, 384, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.8944074132829504e-07
    std = 2.517441920255094e-05
    data = None
    min_val = -0.00012017321569146588
    max_val = 0.00015173420251812786
