class Program_weight_tensor_meta_transpose_7:
    name = "transpose_7"
    shape = [1, 5, 5, 12, 12, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.179628311081476e-10
    std = 0.9333279620695049
    data = None
    min_val = -4.4445343017578125
    max_val = 4.908427715301514
