class Program_weight_tensor_meta_linear_5:
    name = "linear_5"
    shape = [49, 8, 8, 576]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.8596834089156883e-05
    std = 0.03893760623124164
    data = None
    min_val = -0.1936052143573761
    max_val = 0.19858418405056
