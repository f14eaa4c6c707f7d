class Program_weight_tensor_meta_x_35:
    name = "x_35"
    shape = [1, 192, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -2.0374628061800855e-10
    std = 0.9990381641411606
    data = None
    min_val = -3.9566519260406494
    max_val = 4.413278579711914


class Program_weight_tensor_meta_x_out_8:
    name = "x_out_8"
    shape = [1, 192, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -7.690679322354108e-11
    std = 4.369167580490315e-09
    data = None
    min_val = -3.5786460017561694e-08
    max_val = 3.996174413600784e-08
