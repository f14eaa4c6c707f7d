class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 128, 4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00010744554922805058
    std = 0.127933691697336
    data = None
    min_val = -0.6481989622116089
    max_val = 0.6732129454612732
