class Program_weight_tensor_meta_linear_6:
    name = "linear_6"
    shape = [1, 1500, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0005625307990217479
    std = 0.14054907707955117
    data = None
    min_val = -0.6850871443748474
    max_val = 0.6989067196846008
