class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 1500, 5120]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00024348371540997474
    std = 0.11382263450046651
    data = None
    min_val = -0.6019542813301086
    max_val = 0.6063902974128723
