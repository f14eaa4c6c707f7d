class Program_weight_tensor_meta_linear_9:
    name = "linear_9"
    shape = [1024, 4, 4, 576]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.3708744755025452e-05
    std = 0.05580051669468969
    data = None
    min_val = -0.29887813329696655
    max_val = 0.2942485809326172
