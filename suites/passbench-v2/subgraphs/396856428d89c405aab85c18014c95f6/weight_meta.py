class Program_weight_tensor_meta_getitem_20:
    name = "getitem_20"
    shape = [1, 520, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.963309622580712e-17
    std = 7.296674282833775e-16
    data = None
    min_val = -2.6165165378040558e-15
    max_val = 2.9482578386291498e-15


class Program_weight_tensor_meta_x_141:
    name = "x_141"
    shape = [1, 520, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.501602093877039e-14
    std = 1.9212216889139852e-13
    data = None
    min_val = -7.517252337101155e-13
    max_val = 7.210771693286211e-13


class Program_weight_tensor_meta_x_150:
    name = "x_150"
    shape = [1, 554, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.930471387748534e-17
    std = 7.294998518491602e-16
    data = None
    min_val = -2.6165165378040558e-15
    max_val = 2.9482578386291498e-15
