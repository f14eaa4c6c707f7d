class Program_weight_tensor_meta_permute:
    name = "permute"
    shape = [1, 20, 12, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001053014918311046
    std = 0.0669932849670668
    data = None
    min_val = -0.23385018110275269
    max_val = 0.20709578692913055
