class Program_weight_tensor_meta_linear_5:
    name = "linear_5"
    shape = [1, 256, 4608]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0007077645045779654
    std = 0.15762229706076122
    data = None
    min_val = -0.7435757517814636
    max_val = 0.8019533753395081
