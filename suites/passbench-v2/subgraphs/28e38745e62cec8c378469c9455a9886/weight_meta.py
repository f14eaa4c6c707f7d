class Program_weight_tensor_meta_x_5:
    name = "x_5"
    shape = [1, 19, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -3.543793131206329e-05
    std = 0.0966200068917606
    data = None
    min_val = -0.4317774176597595
    max_val = 0.39242270588874817


class Program_weight_tensor_meta_mul_1:
    name = "mul_1"
    shape = [1, 19, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -3.4580359188683104e-07
    std = 0.00015470175003530013
    data = None
    min_val = -0.0035994236823171377
    max_val = 0.0027021882124245167


class Program_weight_tensor_meta_mul:
    name = "mul"
    shape = [1, 19, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.7718965656031644e-05
    std = 0.0483100034458803
    data = None
    min_val = -0.21588870882987976
    max_val = 0.19621135294437408
