class Program_weight_tensor_meta_permute_5:
    name = "permute_5"
    shape = [4, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.7456003461141842
    std = 1.2672824058414585
    data = None
    min_val = -11.380189895629883
    max_val = 3.7189860343933105


class Program_weight_tensor_meta_layer_norm_3:
    name = "layer_norm_3"
    shape = [1, 56, 56, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.004751724033310944
    std = 0.5356664559809909
    data = None
    min_val = -2.769304037094116
    max_val = 3.29215669631958
