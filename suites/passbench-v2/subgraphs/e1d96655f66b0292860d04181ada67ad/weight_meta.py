class Program_weight_tensor_meta_beginning_mask:
    name = "beginning_mask"
    shape = [1, 256, 1, 257]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.5
    std = 0.5000037998974028
    data = None
    min_val = 0.0
    max_val = 1.0


class Program_weight_tensor_meta_diagonal_attention_scores_1:
    name = "diagonal_attention_scores_1"
    shape = [1, 512, 16, 513]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.859741252615306e-06
    std = 0.010902012017979027
    data = None
    min_val = -0.0629395991563797
    max_val = 0.05928486958146095
