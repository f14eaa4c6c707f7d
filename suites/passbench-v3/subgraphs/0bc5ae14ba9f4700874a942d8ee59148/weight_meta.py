class Program_weight_tensor_meta_x_11:
    name = "x_11"
    shape = [1, 56, 56, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004751724033310944
    std = 0.5356664559809909
    data = None
    min_val = -2.769304037094116
    max_val = 3.29215669631958
