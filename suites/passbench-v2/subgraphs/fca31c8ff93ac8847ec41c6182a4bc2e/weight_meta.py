class Program_weight_tensor_meta_features_160:
    name = "features_160"
    shape = [1, 960, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.894413684076803e-37
    std = 1.27494916474938e-35
    data = None
    min_val = -1.5164137708827857e-34
    max_val = 9.817782771421738e-35
