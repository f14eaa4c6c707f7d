class Program_weight_tensor_meta_view_12:
    name = "view_12"
    shape = [1, 4, 2, 16]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00018543903934187256
    std = 0.02126791331726588
    data = None
    min_val = -0.045613691210746765
    max_val = 0.04735726863145828


class Program_weight_tensor_meta_key_layer_2:
    name = "key_layer_2"
    shape = [1, 2, 4, 16]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.001171239237919508
    std = 0.019589771430808596
    data = None
    min_val = -0.04395836219191551
    max_val = 0.03715479373931885
