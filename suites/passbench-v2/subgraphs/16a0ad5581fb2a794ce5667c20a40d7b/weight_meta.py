class Program_weight_tensor_meta_scale_128:
    name = "scale_128"
    shape = [1, 1200, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.1506363313015994e-28
    std = 2.6415301472752372e-27
    data = None
    min_val = -9.038907689350327e-27
    max_val = 8.245537796943516e-27


class Program_weight_tensor_meta_input_225:
    name = "input_225"
    shape = [1, 1200, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.0386339880311114e-27
    std = 8.71001371282462e-25
    data = None
    min_val = -5.263958380013081e-24
    max_val = 5.37392559020089e-24
