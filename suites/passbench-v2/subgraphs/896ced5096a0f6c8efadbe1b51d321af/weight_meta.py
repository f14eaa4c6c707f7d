class Program_weight_tensor_meta_linear:
    name = "linear"
    shape = [1024, 8, 8, 288]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.0539876343006019e-07
    std = 0.039116145909982886
    data = None
    min_val = -0.2129174917936325
    max_val = 0.21326325833797455
