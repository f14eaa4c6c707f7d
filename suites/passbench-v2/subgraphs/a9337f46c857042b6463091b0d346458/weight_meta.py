class Program_weight_tensor_meta_einsum_3:
    name = "einsum_3"
    shape = [1, 1, 128, 8, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0007220322040655501
    std = 0.02443659759561279
    data = None
    min_val = -0.06430811434984207
    max_val = 0.08521595597267151
