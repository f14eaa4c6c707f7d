class Program_weight_tensor_meta_input_30:
    name = "input_30"
    shape = [1, 384, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -2.8647786794973588e-09
    std = 6.114110039271193e-08
    data = None
    min_val = -6.969204946472018e-07
    max_val = 4.2251579657204275e-07
