class Program_weight_tensor_meta_permute_9:
    name = "permute_9"
    shape = [1, 7, 4, 7, 4, 192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.747388999464075e-06
    std = 0.00027393492890137773
    data = None
    min_val = -0.0011071719927713275
    max_val = 0.0009809263283386827
