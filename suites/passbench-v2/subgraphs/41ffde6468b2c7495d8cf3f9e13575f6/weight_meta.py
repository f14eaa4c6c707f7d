class Program_weight_tensor_meta_x_3:
    name = "x_3"
    shape = [1, 4096, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.1844972261228945e-16
    std = 5.6363701922800885e-15
    data = None
    min_val = -1.8026927877962812e-14
    max_val = 1.973462083852684e-14
