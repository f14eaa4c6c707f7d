class Program_weight_tensor_meta_to_39:
    name = "to_39"
    shape = [1, 128, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0009321429148360094
    std = 0.19978978611152756
    data = None
    min_val = -0.859593391418457
    max_val = 0.8175200819969177
