class Program_weight_tensor_meta_beginning_input_1:
    name = "beginning_input_1"
    shape = [1, 256, 1, 257]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.3763940708459694e+38
    std = 2.987263141264246e+37
    data = None
    min_val = -3.4028234663852886e+38
    max_val = 0.0


class Program_weight_tensor_meta_beginning_mask_3:
    name = "beginning_mask_3"
    shape = [1, 256, 1, 257]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.5
    std = 0.5000037998974028
    data = None
    min_val = 0.0
    max_val = 1.0


class Program_weight_tensor_meta_diagonal_attention_scores_3:
    name = "diagonal_attention_scores_3"
    shape = [1, 512, 1, 513]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.392886645605571e+38
    std = 1.8361545382592794e+37
    data = None
    min_val = -3.4028234663852886e+38
    max_val = 0.0


class Program_weight_tensor_meta_ending_mask_2:
    name = "ending_mask_2"
    shape = [1, 256, 1, 257]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.5
    std = 0.5000037998974028
    data = None
    min_val = 0.0
    max_val = 1.0
