class Program_weight_tensor_meta_x_6:
    name = "x_6"
    shape = [1, 56, 56, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00029986013541659205
    std = 0.02402521596488677
    data = None
    min_val = -0.08637147396802902
    max_val = 0.08322641998529434
