class Program_weight_tensor_meta_beginning_input:
    name = "beginning_input"
    shape = [1, 256, 16, 257]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.6214975851797585e-06
    std = 0.010881422198587625
    data = None
    min_val = -0.054077934473752975
    max_val = 0.05928486958146095


class Program_weight_tensor_meta_beginning_mask_1:
    name = "beginning_mask_1"
    shape = [1, 256, 16, 257]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.5
    std = 0.5000002374910495
    data = None
    min_val = 0.0
    max_val = 1.0


class Program_weight_tensor_meta_diagonal_attention_scores_1:
    name = "diagonal_attention_scores_1"
    shape = [1, 512, 16, 513]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.859741252615306e-06
    std = 0.010902012017979027
    data = None
    min_val = -0.0629395991563797
    max_val = 0.05928486958146095


class Program_weight_tensor_meta_ending_mask:
    name = "ending_mask"
    shape = [1, 256, 1, 257]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.5
    std = 0.5000037998974028
    data = None
    min_val = 0.0
    max_val = 1.0
