class Program_weight_tensor_meta_permute:
    name = "permute"
    shape = [1, 128, 16, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00041674430249343203
    std = 0.012083271931863171
    data = None
    min_val = -0.04049011692404747
    max_val = 0.03826018422842026
