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
