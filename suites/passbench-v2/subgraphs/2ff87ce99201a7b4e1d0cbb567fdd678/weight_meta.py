class Program_weight_tensor_meta_getitem_6:
    name = "getitem_6"
    shape = [1, 250, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.400710637004697e-15
    std = 2.348429699680403e-13
    data = None
    min_val = -9.045120338488366e-13
    max_val = 7.837905129613743e-13


class Program_weight_tensor_meta_x_62:
    name = "x_62"
    shape = [1, 250, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.4360577117644694e-12
    std = 7.28583000220369e-11
    data = None
    min_val = -2.5325649910534764e-10
    max_val = 2.728260395379323e-10


class Program_weight_tensor_meta_x_71:
    name = "x_71"
    shape = [1, 284, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.558066592291348e-15
    std = 2.380212370214106e-13
    data = None
    min_val = -9.045120338488366e-13
    max_val = 7.837905129613743e-13
